CREATE TABLE "process_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"status" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "process_definition" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"entity_id" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "process_definition_key_version_pk" PRIMARY KEY("key","version"),
	CONSTRAINT "process_definition_status_check" CHECK ("process_definition"."status" in ('published','retired'))
);
--> statement-breakpoint
CREATE TABLE "process_document" (
	"process_id" text NOT NULL,
	"activity_instance_id" text NOT NULL,
	"output" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_document_process_id_activity_instance_id_output_pk" PRIMARY KEY("process_id","activity_instance_id","output")
);
--> statement-breakpoint
CREATE TABLE "process_event" (
	"process_id" text NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"task_id" text,
	"event" jsonb NOT NULL,
	CONSTRAINT "process_event_process_id_seq_pk" PRIMARY KEY("process_id","seq")
);
--> statement-breakpoint
CREATE TABLE "process_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"definition_key" text NOT NULL,
	"definition_version" integer NOT NULL,
	"entity_id" text NOT NULL,
	"entity_instance_id" text NOT NULL,
	"status" text NOT NULL,
	"end_activity_id" text,
	"token" integer NOT NULL,
	"state" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"started_by" text
);
--> statement-breakpoint
CREATE TABLE "process_task" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"activity_instance_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"status" text NOT NULL,
	"assignee_user_id" text,
	"assignee_group_id" text,
	"entity_id" text NOT NULL,
	"entity_instance_id" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "workflow_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "workflow_job_state_check" CHECK ("workflow_job"."state" in ('queued','running','done','failed'))
);
--> statement-breakpoint
ALTER TABLE "process_activity" ADD CONSTRAINT "process_activity_process_id_process_instance_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_document" ADD CONSTRAINT "process_document_process_id_process_instance_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_event" ADD CONSTRAINT "process_event_process_id_process_instance_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_task" ADD CONSTRAINT "process_task_process_id_process_instance_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_activity_process_idx" ON "process_activity" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "process_definition_entity_idx" ON "process_definition" USING btree ("entity_id","status");--> statement-breakpoint
CREATE INDEX "process_event_task_idx" ON "process_event" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "process_instance_entity_idx" ON "process_instance" USING btree ("entity_id","entity_instance_id");--> statement-breakpoint
CREATE INDEX "process_instance_status_idx" ON "process_instance" USING btree ("status");--> statement-breakpoint
CREATE INDEX "process_task_user_idx" ON "process_task" USING btree ("assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "process_task_group_idx" ON "process_task" USING btree ("assignee_group_id","status");--> statement-breakpoint
CREATE INDEX "process_task_process_idx" ON "process_task" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_job_key_uq" ON "workflow_job" USING btree ("key");--> statement-breakpoint
CREATE INDEX "workflow_job_due_idx" ON "workflow_job" USING btree ("state","run_at");