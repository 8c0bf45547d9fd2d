CREATE TABLE "form_route" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"is_search_page" boolean DEFAULT false NOT NULL,
	"form_group_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_route_route_unique" UNIQUE("route"),
	CONSTRAINT "form_route_route_check" CHECK ("form_route"."route" ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$')
);
--> statement-breakpoint
CREATE INDEX "form_route_sort_idx" ON "form_route" USING btree ("sort_order");