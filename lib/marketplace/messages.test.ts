import { describe, expect, it } from "vitest";
import { conversationMessageSchema, messageOf, messageReadSchema } from "./messages";

// The spec's message, as the sandbox answers GET /messages/{id} and lists it in a conversation.
const specMessage = {
  id: "0196b2a1c3d44e5f8a7b6c5d4e3f2a1b",
  site_id: "MLA",
  client_id: 123,
  from: { user_id: 7654321 },
  to: { user_id: 1234567 },
  status: "available",
  subject: null,
  text: "Hola, ¿cuándo llega?",
  message_date: {
    received: "2026-02-16T14:50:27.938Z",
    available: "2026-02-16T14:50:27.938Z",
    notified: null,
    created: "2026-02-16T14:50:27.938Z",
    read: null,
  },
  message_moderation: { status: "clean", reason: null, source: "online", moderation_date: "2026-02-16T14:50:27.938Z" },
  message_attachments: null,
  message_resources: [{ id: "2000000123456789", name: "packs" }],
  conversation_first_message: true,
};

// The newer documented answer wraps the message in {messages: [...]}, with user ids as strings, notes
// §6 and §11, source: https://developers.mercadolibre.com.ar/es_ar/mensajeria-post-venta
const realWrapped = {
  messages: [
    {
      ...specMessage,
      from: { user_id: "7654321" },
      to: { user_id: "1234567" },
      message_resources: [{ id: 2000000123456789, name: "packs" }],
    },
  ],
};

// The older flat documented shape (notes §11, source as above): message_id and text as {plain}. The
// notes name only those two; the dates beside the other fields and `to` as a list are assumed here.
const realFlat = {
  message_id: "0196b2a1c3d44e5f8a7b6c5d4e3f2a1b",
  date_created: "2026-02-16T14:50:27.938Z",
  date_available: "2026-02-16T14:50:28.000Z",
  date_read: null,
  from: { user_id: 7654321, email: "comprador@mail.mercadolibre.com", name: "Comprador" },
  to: [{ user_id: "1234567", email: "vendedor@mail.mercadolibre.com" }],
  text: { plain: "Hola, ¿cuándo llega?" },
  status: "available",
  message_resources: [{ id: "2000000123456789", name: "packs" }],
};

const read = (body: unknown) => messageOf(messageReadSchema.parse(body), specMessage.id)!;

describe("buyer replies: GET /messages/{id} in the spec's and the real API's shapes", () => {
  const same = {
    id: specMessage.id,
    from: { user_id: 7654321 },
    to: { user_id: 1234567 },
    status: "available",
    text: "Hola, ¿cuándo llega?",
    message_resources: [{ id: "2000000123456789", name: "packs" }],
  };

  it("reads the spec's single message", () => {
    const m = read(specMessage);
    expect(m).toMatchObject(same);
    expect(m.message_date.created).toBe("2026-02-16T14:50:27.938Z");
  });

  it("reads the newer {messages: [...]} wrapper with string user ids", () => {
    expect(read(realWrapped)).toMatchObject(same);
  });

  it("picks the asked message out of a wrapper holding several, else the first", () => {
    const other = { ...specMessage, id: "other", text: "otro" };
    expect(read({ messages: [other, specMessage] }).id).toBe(specMessage.id);
    expect(messageOf(messageReadSchema.parse({ messages: [other] }), specMessage.id)?.id).toBe("other");
  });

  it("reads the older flat shape: message_id, text {plain}, dates beside, recipients as a list", () => {
    const m = read(realFlat);
    expect(m).toMatchObject(same);
    expect(m.message_date).toEqual({ created: "2026-02-16T14:50:27.938Z", available: "2026-02-16T14:50:28.000Z", read: null });
  });

  it("reads a message with no text, and refuses one with no id at all", () => {
    expect(conversationMessageSchema.parse({ ...specMessage, text: null }).text).toBe("");
    expect(conversationMessageSchema.parse({ ...specMessage, text: { plain: null } }).text).toBe("");
    const { id: _, ...noId } = specMessage;
    expect(conversationMessageSchema.safeParse(noId).success).toBe(false);
    // A wrapper holding nothing readable is no message (the notification is then dropped), not a failed read.
    expect(messageOf(messageReadSchema.parse({ messages: [noId] }), specMessage.id)).toBeNull();
  });
});
