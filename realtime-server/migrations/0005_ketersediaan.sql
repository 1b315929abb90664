CREATE TABLE "ketersediaan" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dosen_uuid" uuid NOT NULL,
	"mulai" timestamp with time zone NOT NULL,
	"selesai" timestamp with time zone NOT NULL,
	"mingguan_sampai" date,
	"catatan" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dosen" ADD COLUMN "peminatan_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ketersediaan" ADD CONSTRAINT "ketersediaan_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketersediaan" ADD CONSTRAINT "ketersediaan_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ketersediaan_dosen_idx" ON "ketersediaan" USING btree ("dosen_uuid","mulai");--> statement-breakpoint
CREATE INDEX "ketersediaan_mulai_idx" ON "ketersediaan" USING btree ("mulai");--> statement-breakpoint
-- hand-written: roles seeded before this version gain the ketersediaan rules of shared/roles.ts
UPDATE "roles" SET "rules" = "rules" || '[{"action":"manage","subject":"ketersediaan","conditions":{"dosenId":"${user.dosenId}"}}]'::jsonb WHERE "name" = 'dosen' AND NOT "rules"::text LIKE '%"ketersediaan"%';--> statement-breakpoint
UPDATE "roles" SET "rules" = "rules" || '[{"action":"manage","subject":"ketersediaan","conditions":{"prodiId":"${user.prodiId}"}}]'::jsonb WHERE "name" = 'koordinator' AND NOT "rules"::text LIKE '%"ketersediaan"%';
