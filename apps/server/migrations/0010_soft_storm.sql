CREATE TABLE "view" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "view" ADD CONSTRAINT "view_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_entity_idx" ON "view" USING btree ("entity_id");