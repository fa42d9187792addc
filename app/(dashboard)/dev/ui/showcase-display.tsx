"use client";

import { Info } from "lucide-react";
import { Section } from "@/components/patterns/section";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip } from "@/components/ui/tooltip";

export function ShowcaseDisplay() {
  return (
    <Section title="Display" card={false}>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Card</CardTitle>
            <CardDescription>The panel pages are made of.</CardDescription>
          </CardHeader>
          <p className="text-sm text-slate-700">Content goes here.</p>
          <CardFooter>
            <Button variant="secondary" size="sm">
              Cancel
            </Button>
            <Button size="sm">Save</Button>
          </CardFooter>
        </Card>
        <Card>
          <CardTitle as="h3">Badges</CardTitle>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge>Neutral</Badge>
            <Badge tone="info">Info</Badge>
            <Badge tone="success">Answered</Badge>
            <Badge tone="warning">Due soon</Badge>
            <Badge tone="danger">Overdue</Badge>
            <Badge tone="brand">MercadoLíder</Badge>
          </div>
          <CardTitle as="h3" className="mt-5">
            Tooltip
          </CardTitle>
          <div className="mt-2">
            <Tooltip content="Buyers see this price on the item page.">
              <Button variant="ghost" size="icon" aria-label="About the price">
                <Info aria-hidden />
              </Button>
            </Tooltip>
          </div>
        </Card>
        <div className="flex flex-col gap-3">
          <Alert tone="info" title="Info">
            The marketplace syncs every 5 minutes.
          </Alert>
          <Alert tone="success" title="Saved">
            Your saved reply is ready to use.
          </Alert>
          <Alert tone="warning" title="Almost out of stock" action={<Button size="sm" variant="secondary">Review items</Button>}>
            Three items have fewer than 2 units.
          </Alert>
          <Alert tone="danger" title="Could not send">
            The answer was not published.
          </Alert>
        </div>
        <Card>
          <CardTitle as="h3">Tabs</CardTitle>
          <Tabs defaultValue="unanswered" className="mt-3">
            <TabsList aria-label="Question status">
              <TabsTrigger value="unanswered">Unanswered</TabsTrigger>
              <TabsTrigger value="answered">Answered</TabsTrigger>
              <TabsTrigger value="all">All</TabsTrigger>
            </TabsList>
            <TabsContent value="unanswered" className="text-sm text-slate-700">12 questions wait for an answer.</TabsContent>
            <TabsContent value="answered" className="text-sm text-slate-700">340 answered this month.</TabsContent>
            <TabsContent value="all" className="text-sm text-slate-700">352 in total.</TabsContent>
          </Tabs>
          <CardTitle as="h3" className="mt-5">
            Skeleton
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
