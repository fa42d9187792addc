"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { explainError, useErrorText } from "@/components/patterns/explain-error";
import { Section } from "@/components/patterns/section";
import { useAccount } from "@/components/shell/account-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { stack } from "@/components/ui/stack";
import {
  currentSubscription,
  deviceLabel,
  deviceTimeZone,
  NoPushServiceError,
  PermissionDeniedError,
  pushSupport,
  subscribeThisBrowser,
  watchPermission,
  type PushSupport,
} from "@/lib/push/browser";
import { usePushDevices, useSubscribeDevice, useUnsubscribeDevice } from "@/lib/queries/push";
import { MAX_DEVICES_PER_PERSON, type PushPreferences } from "@/lib/schemas/push";
import { PushDevicesList } from "./push-devices";
import { PushPreferencesForm } from "./push-preferences";

/** The server's refusals of this browser's subscription, shown in its own words (the rest: "could not be turned on"). */
const REFUSALS = new Set(["too_many_devices", "push_endpoint_refused"]);

const DEFAULTS: Omit<PushPreferences, "timeZone"> = {
  newQuestions: true,
  onlyAssigned: false,
  buyerReplies: true,
  quietStart: null,
  quietEnd: null,
};

/**
 * Settings → Notifications → This device: turn push notifications on or off for this browser, choose what
 * reaches it and when, and see the member's other devices. Every state is said: checking, unsupported,
 * a viewer (cannot answer), permission denied (how to allow it), off, on, and a failure with retry.
 */
export function DevicePush() {
  const t = useTranslations("push.device");
  const locale = useLocale();
  const canAnswer = useAccount().role !== "viewer";
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  // What went wrong: true (the generic "could not be turned on"), or a refusal the server words itself.
  const [failed, setFailed] = useState<boolean | { refusal: unknown }>(false);
  const errorText = useErrorText();
  // Subscribing said the browser has no push service: nothing on this device can fix it by retrying.
  const [noService, setNoService] = useState(false);
  const [busy, setBusy] = useState<"on" | "off" | null>(null);
  const devices = usePushDevices(canAnswer && support !== null && support !== "unsupported");
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();

  useEffect(() => {
    // Followed while the page is open: the prompt's answer, or a change in the site settings.
    let stop = () => {};
    let closed = false;
    watchPermission(setSupport).then(
      (unwatch) => (closed ? unwatch() : (stop = unwatch)),
      () => setSupport(pushSupport()),
    );
    if (pushSupport() !== "unsupported")
      currentSubscription().then(
        (sub) => setEndpoint(sub?.endpoint ?? null),
        () => setEndpoint(null),
      );
    return () => {
      closed = true;
      stop();
    };
  }, []);

  const turnOn = async () => {
    if (!devices.data) return;
    setBusy("on");
    setFailed(false);
    try {
      const sub = await subscribeThisBrowser(devices.data.publicKey);
      const keys = sub.keys as { p256dh: string; auth: string };
      await subscribe.mutateAsync({ ...DEFAULTS, timeZone: deviceTimeZone(), endpoint: sub.endpoint!, keys, locale, label: deviceLabel() });
      setEndpoint(sub.endpoint!);
    } catch (error) {
      if (error instanceof NoPushServiceError) return setNoService(true);
      if (error instanceof PermissionDeniedError) return;
      const refused = REFUSALS.has(explainError(error).code);
      // Refused for good (too many devices): this browser's subscription is let go, as if never made.
      if (refused) await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
      setFailed(refused ? { refusal: error } : true);
    } finally {
      setBusy(null);
    }
  };

  const turnOff = async () => {
    if (!endpoint) return;
    setBusy("off");
    setFailed(false);
    try {
      await unsubscribe.mutateAsync(endpoint);
      await (await currentSubscription())?.unsubscribe();
      setEndpoint(null);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const mine = devices.data?.devices.find((d) => d.endpoint === endpoint);
  let body;
  if (!canAnswer) body = <Alert tone="info">{t("viewer")}</Alert>;
  else if (support === null || (support !== "unsupported" && (endpoint === undefined || devices.isPending)))
    body = (
      <div aria-busy className={stack({ gap: 2 })}>
        <span className="sr-only">{t("checking")}</span>
        <Skeleton className="h-11 w-48" />
      </div>
    );
  else if (support === "unsupported") body = <Alert tone="warning">{t("unsupported")}</Alert>;
  else if (noService && !mine) body = <Alert tone="warning">{t("noPushService")}</Alert>;
  else if (support === "denied") body = <Alert tone="warning">{t("denied")}</Alert>;
  else if (devices.error)
    body = (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" onClick={() => void devices.refetch()}>
            {t("retry")}
          </Button>
        }
      >
        {t("error")}
      </Alert>
    );
  else if (mine)
    body = (
      <div className={stack({ gap: 4 })}>
        <Alert
          tone="success"
          action={
            <Button variant="secondary" loading={busy === "off"} onClick={() => void turnOff()}>
              {busy === "off" ? t("turningOff") : t("turnOff")}
            </Button>
          }
        >
          {t("on")}
        </Alert>
        <PushPreferencesForm key={mine.id} device={mine} />
      </div>
    );
  else
    body = (
      <div className={stack({ gap: 3 })}>
        <p className="text-sm text-slate-700">{t("off")}</p>
        <div>
          <Button loading={busy === "on"} onClick={() => void turnOn()}>
            {busy === "on" ? t("turningOn") : t("turnOn")}
          </Button>
        </div>
      </div>
    );

  return (
    <>
      <Section title={t("title")} description={t("intro")}>
        <div className={stack({ gap: 3 })}>
          {/* No button of its own: the one below (Turn on / Turn off) is how to try again. */}
          {failed && !noService && (
            <Alert tone="danger">
              {typeof failed === "object"
                ? errorText(failed.refusal, { values: { max: MAX_DEVICES_PER_PERSON } })
                : endpoint
                  ? t("offError")
                  : t("error")}
            </Alert>
          )}
          {body}
        </div>
      </Section>
      {canAnswer && devices.data && <PushDevicesList devices={devices.data.devices} thisEndpoint={endpoint ?? null} />}
    </>
  );
}
