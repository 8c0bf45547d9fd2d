CREATE TABLE "document_template" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"entity_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"published_version" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_template_id_check" CHECK ("document_template"."id" ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$')
);
--> statement-breakpoint
CREATE TABLE "document_template_version" (
	"template_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"source" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "document_template_version_template_id_version_pk" PRIMARY KEY("template_id","version"),
	CONSTRAINT "document_template_version_status_check" CHECK ("document_template_version"."status" in ('draft','published','archived'))
);
--> statement-breakpoint
ALTER TABLE "document_template_version" ADD CONSTRAINT "document_template_version_template_id_document_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_template_version_one_draft_uq" ON "document_template_version" USING btree ("template_id") WHERE "document_template_version"."status" = 'draft';