CREATE TABLE "sent_document" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"entity_instance_id" text NOT NULL,
	"process_id" text,
	"job_key" text,
	"kind" text NOT NULL,
	"output" text,
	"template_id" text NOT NULL,
	"template_version" integer,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content_base64" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"based_on_id" text,
	"differences" jsonb,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_document_kind_check" CHECK ("sent_document"."kind" in ('sent','rendered'))
);
--> statement-breakpoint
CREATE INDEX "sent_document_record_idx" ON "sent_document" USING btree ("entity_id","entity_instance_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_document_job_output_uq" ON "sent_document" USING btree ("job_key","output");