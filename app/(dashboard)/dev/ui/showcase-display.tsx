"use client";

import { useTranslations } from "next-intl";
import { Info } from "lucide-react";
import { Section } from "@/components/patterns/section";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip } from "@/components/ui/tooltip";
import { Text, textVariants } from "@/components/ui/text";
import { stack, twoColumns } from "@/components/ui/stack";

export function ShowcaseDisplay() {
  const t = useTranslations("ui.showcase");
  return (
    <Section title={t("display.title")} card={false}>
      <div className={twoColumns}>
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t("display.card")}</CardTitle>
            <CardDescription>{t("display.cardDescription")}</CardDescription>
          </CardHeader>
          <Text variant="body">{t("display.content")}</Text>
          <CardFooter>
            <Button variant="secondary" size="sm">
              {t("display.cancel")}
            </Button>
            <Button size="sm">{t("display.save")}</Button>
          </CardFooter>
        </Card>
        <Card>
          <CardTitle as="h3">{t("display.badges")}</CardTitle>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge>{t("display.neutral")}</Badge>
            <Badge tone="info">{t("display.info")}</Badge>
            <Badge tone="success">{t("display.answered")}</Badge>
            <Badge tone="warning">{t("display.dueSoon")}</Badge>
            <Badge tone="danger">{t("display.overdue")}</Badge>
            <Badge tone="brand">MercadoLíder</Badge>
          </div>
          <CardTitle as="h3" className="mt-5">
            {t("display.tooltip")}
          </CardTitle>
          <div className="mt-2">
            <Tooltip content={t("display.tooltipText")}>
              <Button variant="ghost" size="icon" aria-label={t("display.aboutPrice")}>
                <Info aria-hidden />
              </Button>
            </Tooltip>
          </div>
        </Card>
        <div className={stack({ gap: 3 })}>
          <Alert tone="info" title={t("display.info")}>
            {t("display.infoText")}
          </Alert>
          <Alert tone="success" title={t("display.saved")}>
            {t("display.savedText")}
          </Alert>
          <Alert
            tone="warning"
            title={t("display.lowStock")}
            action={
              <Button size="sm" variant="secondary">
                {t("display.reviewItems")}
              </Button>
            }
          >
            {t("display.lowStockText")}
          </Alert>
          <Alert
            tone="warning"
            size="compact"
            title={t("display.lowStock")}
            action={
              <Button size="sm" variant="secondary">
                {t("display.reviewItems")}
              </Button>
            }
          >
            {t("display.lowStockText")}
          </Alert>
          <Alert tone="danger" title={t("display.notSent")}>
            {t("display.notSentText")}
          </Alert>
        </div>
        <Card>
          <CardTitle as="h3">{t("display.tabs")}</CardTitle>
          <Tabs defaultValue="unanswered" className="mt-3">
            <TabsList aria-label={t("display.questionStatus")}>
              <TabsTrigger value="unanswered">{t("display.unanswered")}</TabsTrigger>
              <TabsTrigger value="answered">{t("display.answered")}</TabsTrigger>
              <TabsTrigger value="all">{t("display.all")}</TabsTrigger>
            </TabsList>
            <TabsContent value="unanswered" className={textVariants({ variant: "body" })}>
              {t("display.unansweredText")}
            </TabsContent>
            <TabsContent value="answered" className={textVariants({ variant: "body" })}>
              {t("display.answeredText")}
            </TabsContent>
            <TabsContent value="all" className={textVariants({ variant: "body" })}>
              {t("display.allText")}
            </TabsContent>
          </Tabs>
          <CardTitle as="h3" className="mt-5">
            {t("display.skeleton")}
          </CardTitle>
          <div className="mt-3 flex flex-col gap-2" aria-busy>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        </Card>
      </div>
    </Section>
  );
}
