import type { IncomingMessage, ServerResponse } from "node:http";

export function closeIfBodyAbandoned(req: IncomingMessage, res: ServerResponse): void;
