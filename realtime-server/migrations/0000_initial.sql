CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"successor_sealed" text,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"role_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"reviewed_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"target" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_event_seq" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hasil_nilai" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hasil_uuid" uuid NOT NULL,
	"dosen_uuid" uuid NOT NULL,
	"nilai" jsonb NOT NULL,
	"total" numeric(9, 4) NOT NULL,
	"catatan" text,
	"source" text NOT NULL,
	"alasan" text,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hasil_sidang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jadwal_uuid" uuid NOT NULL,
	"status" text DEFAULT 'penilaian' NOT NULL,
	"komponen" jsonb,
	"nilai_akhir" numeric(5, 2),
	"huruf" text,
	"lulus" boolean,
	"keputusan" text,
	"catatan_revisi" text,
	"version" integer DEFAULT 1 NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "komponen_nilai" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"bobot" numeric(5, 2) NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "komponen_nilai_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "perubahan_nilai" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hasil_uuid" uuid NOT NULL,
	"dosen_uuid" uuid NOT NULL,
	"nilai_lama" jsonb NOT NULL,
	"nilai_baru" jsonb NOT NULL,
	"total_lama" numeric(9, 4) NOT NULL,
	"total_baru" numeric(9, 4) NOT NULL,
	"nilai_akhir_lama" numeric(5, 2),
	"huruf_lama" text,
	"nilai_akhir_baru" numeric(5, 2),
	"huruf_baru" text,
	"alasan" text NOT NULL,
	"status" text DEFAULT 'diajukan' NOT NULL,
	"note" text,
	"keputusan" text,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skala_nilai" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"huruf" text NOT NULL,
	"nilai_min" numeric(5, 2) NOT NULL,
	"lulus" boolean NOT NULL,
	CONSTRAINT "skala_nilai_huruf_unique" UNIQUE("huruf")
);
--> statement-breakpoint
CREATE TABLE "jadwal_auto_run" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" integer NOT NULL,
	"prodi_uuid" uuid,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"result" jsonb,
	"drafts" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jadwal_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jadwal_uuid" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"by_user_id" integer,
	"note" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jadwal_komite" (
	"jadwal_uuid" uuid NOT NULL,
	"peran" text NOT NULL,
	"dosen_uuid" uuid NOT NULL,
	CONSTRAINT "jadwal_komite_jadwal_uuid_peran_pk" PRIMARY KEY("jadwal_uuid","peran")
);
--> statement-breakpoint
CREATE TABLE "jadwal_sidang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pengajuan_uuid" uuid NOT NULL,
	"prodi_uuid" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"tanggal" date,
	"waktu_ujian_uuid" uuid,
	"mulai" timestamp with time zone,
	"selesai" timestamp with time zone,
	"ruangan_uuid" uuid,
	"online_url" text,
	"locked" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dosen" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nidn" text NOT NULL,
	"nip" text,
	"nama" text NOT NULL,
	"gelar_depan" text,
	"gelar_belakang" text,
	"email" text,
	"phone" text,
	"prodi_uuid" uuid,
	"user_id" integer,
	CONSTRAINT "dosen_nidn_unique" UNIQUE("nidn")
);
--> statement-breakpoint
CREATE TABLE "jadwal_external_umum" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judul" text NOT NULL,
	"mulai" timestamp with time zone NOT NULL,
	"selesai" timestamp with time zone NOT NULL,
	"cakupan" text DEFAULT 'semua' NOT NULL,
	"dosen_uuid" uuid,
	"ruangan_uuid" uuid
);
--> statement-breakpoint
CREATE TABLE "jenjang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	CONSTRAINT "jenjang_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "peminatan" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"prodi_uuid" uuid NOT NULL,
	CONSTRAINT "peminatan_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "periode_ujian" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nama" text NOT NULL,
	"jenis" text NOT NULL,
	"tanggal_buka" date NOT NULL,
	"tanggal_tutup" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prodi" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"jenjang_uuid" uuid NOT NULL,
	CONSTRAINT "prodi_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "program" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	CONSTRAINT "program_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "proses_persidangan" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"urutan" integer NOT NULL,
	"nama" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deskripsi" text
);
--> statement-breakpoint
CREATE TABLE "ruangan" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"kapasitas" integer DEFAULT 10 NOT NULL,
	"lokasi" text,
	"online_allowed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ruangan_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "status_hasil_sidang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warna" text DEFAULT 'gray' NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "status_hasil_sidang_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "status_jadwal_sidang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warna" text DEFAULT 'gray' NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "status_jadwal_sidang_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "status_pengajuan_sidang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kode" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warna" text DEFAULT 'gray' NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "status_pengajuan_sidang_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "waktu_ujian" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nama" text NOT NULL,
	"mulai" time NOT NULL,
	"selesai" time NOT NULL,
	CONSTRAINT "waktu_ujian_nama_unique" UNIQUE("nama")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_line" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jadwal_uuid" uuid NOT NULL,
	"dosen_uuid" uuid NOT NULL,
	"peran" text NOT NULL,
	"jumlah" integer NOT NULL,
	"pajak" integer NOT NULL,
	"neto" integer NOT NULL,
	"tanggal" date NOT NULL,
	"prodi_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarif_honorarium" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"peran" text NOT NULL,
	"jenjang_uuid" uuid NOT NULL,
	"jumlah" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "berkas" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"pengajuan_uuid" uuid NOT NULL,
	"jenis" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "berkas_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "jenis_berkas" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"kode" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengajuan_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pengajuan_uuid" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"hasil" text,
	"by_user_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengajuan_pembimbing" (
	"kind" text NOT NULL,
	"pengajuan_uuid" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"dosen_uuid" uuid NOT NULL,
	CONSTRAINT "pengajuan_pembimbing_kind_pengajuan_uuid_urutan_pk" PRIMARY KEY("kind","pengajuan_uuid","urutan")
);
--> statement-breakpoint
CREATE TABLE "pengajuan_sidang" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"prodi_uuid" uuid,
	"periode_uuid" uuid,
	"judul" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hasil" text,
	"last_note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"retribusi_id" text,
	"asset_id" text,
	"permohonan_id" text,
	"permohonan_asset_id" text,
	"pradesain_id" text,
	"pelaksanaan_id" text,
	"uraian_pekerjaan_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengajuan_yudisium" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"prodi_uuid" uuid,
	"periode_uuid" uuid,
	"judul" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hasil" text,
	"last_note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"retribusi_id" text,
	"asset_id" text,
	"permohonan_id" text,
	"permohonan_asset_id" text,
	"pradesain_id" text,
	"pelaksanaan_id" text,
	"uraian_pekerjaan_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notifications" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nomor_induk" text,
	"prodi_uuid" uuid,
	"peminatan_uuid" uuid,
	"phone" text,
	"address" text,
	"photo_path" text,
	"locale" text,
	"layout" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jadwal_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jadwal_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pengaturan" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surat" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jenis" text NOT NULL,
	"nomor" text NOT NULL,
	"tahun" integer NOT NULL,
	"seq" integer NOT NULL,
	"perihal" text NOT NULL,
	"tanggal" date NOT NULL,
	"status" text DEFAULT 'terbit' NOT NULL,
	"penerima" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ref" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dosen_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prodi_uuid" uuid,
	"kode" text NOT NULL,
	"sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"snapshot" jsonb NOT NULL,
	"alasan_cabut" text,
	"replaced_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "surat_counter" (
	"jenis" text NOT NULL,
	"tahun" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "surat_counter_jenis_tahun_pk" PRIMARY KEY("jenis","tahun")
);
--> statement-breakpoint
CREATE TABLE "surat_terjemahan" (
	"surat_uuid" uuid NOT NULL,
	"locale" text NOT NULL,
	"sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_terjemahan_surat_uuid_locale_pk" PRIMARY KEY("surat_uuid","locale")
);
--> statement-breakpoint
CREATE TABLE "dosen_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rows" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" integer,
	"report" jsonb
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_seq" ADD CONSTRAINT "user_event_seq_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_nilai" ADD CONSTRAINT "hasil_nilai_hasil_uuid_hasil_sidang_uuid_fk" FOREIGN KEY ("hasil_uuid") REFERENCES "hasil_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_nilai" ADD CONSTRAINT "hasil_nilai_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_nilai" ADD CONSTRAINT "hasil_nilai_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_sidang" ADD CONSTRAINT "hasil_sidang_jadwal_uuid_jadwal_sidang_uuid_fk" FOREIGN KEY ("jadwal_uuid") REFERENCES "jadwal_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hasil_sidang" ADD CONSTRAINT "hasil_sidang_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perubahan_nilai" ADD CONSTRAINT "perubahan_nilai_hasil_uuid_hasil_sidang_uuid_fk" FOREIGN KEY ("hasil_uuid") REFERENCES "hasil_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perubahan_nilai" ADD CONSTRAINT "perubahan_nilai_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perubahan_nilai" ADD CONSTRAINT "perubahan_nilai_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perubahan_nilai" ADD CONSTRAINT "perubahan_nilai_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_auto_run" ADD CONSTRAINT "jadwal_auto_run_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_history" ADD CONSTRAINT "jadwal_history_jadwal_uuid_jadwal_sidang_uuid_fk" FOREIGN KEY ("jadwal_uuid") REFERENCES "jadwal_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_history" ADD CONSTRAINT "jadwal_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_komite" ADD CONSTRAINT "jadwal_komite_jadwal_uuid_jadwal_sidang_uuid_fk" FOREIGN KEY ("jadwal_uuid") REFERENCES "jadwal_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_komite" ADD CONSTRAINT "jadwal_komite_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_sidang" ADD CONSTRAINT "jadwal_sidang_pengajuan_uuid_pengajuan_sidang_uuid_fk" FOREIGN KEY ("pengajuan_uuid") REFERENCES "pengajuan_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_sidang" ADD CONSTRAINT "jadwal_sidang_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_sidang" ADD CONSTRAINT "jadwal_sidang_waktu_ujian_uuid_waktu_ujian_uuid_fk" FOREIGN KEY ("waktu_ujian_uuid") REFERENCES "waktu_ujian"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_sidang" ADD CONSTRAINT "jadwal_sidang_ruangan_uuid_ruangan_uuid_fk" FOREIGN KEY ("ruangan_uuid") REFERENCES "ruangan"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_sidang" ADD CONSTRAINT "jadwal_sidang_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_external_umum" ADD CONSTRAINT "jadwal_external_umum_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_external_umum" ADD CONSTRAINT "jadwal_external_umum_ruangan_uuid_ruangan_uuid_fk" FOREIGN KEY ("ruangan_uuid") REFERENCES "ruangan"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peminatan" ADD CONSTRAINT "peminatan_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prodi" ADD CONSTRAINT "prodi_jenjang_uuid_jenjang_uuid_fk" FOREIGN KEY ("jenjang_uuid") REFERENCES "jenjang"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_line" ADD CONSTRAINT "payroll_line_jadwal_uuid_jadwal_sidang_uuid_fk" FOREIGN KEY ("jadwal_uuid") REFERENCES "jadwal_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_line" ADD CONSTRAINT "payroll_line_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_line" ADD CONSTRAINT "payroll_line_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarif_honorarium" ADD CONSTRAINT "tarif_honorarium_jenjang_uuid_jenjang_uuid_fk" FOREIGN KEY ("jenjang_uuid") REFERENCES "jenjang"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas" ADD CONSTRAINT "berkas_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_history" ADD CONSTRAINT "pengajuan_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_pembimbing" ADD CONSTRAINT "pengajuan_pembimbing_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_sidang" ADD CONSTRAINT "pengajuan_sidang_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_sidang" ADD CONSTRAINT "pengajuan_sidang_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_sidang" ADD CONSTRAINT "pengajuan_sidang_periode_uuid_periode_ujian_uuid_fk" FOREIGN KEY ("periode_uuid") REFERENCES "periode_ujian"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_yudisium" ADD CONSTRAINT "pengajuan_yudisium_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_yudisium" ADD CONSTRAINT "pengajuan_yudisium_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajuan_yudisium" ADD CONSTRAINT "pengajuan_yudisium_periode_uuid_periode_ujian_uuid_fk" FOREIGN KEY ("periode_uuid") REFERENCES "periode_ujian"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_prodi_uuid_prodi_uuid_fk" FOREIGN KEY ("prodi_uuid") REFERENCES "prodi"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_peminatan_uuid_peminatan_uuid_fk" FOREIGN KEY ("peminatan_uuid") REFERENCES "peminatan"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_reminders" ADD CONSTRAINT "jadwal_reminders_jadwal_uuid_jadwal_sidang_uuid_fk" FOREIGN KEY ("jadwal_uuid") REFERENCES "jadwal_sidang"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_reminders" ADD CONSTRAINT "jadwal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengaturan" ADD CONSTRAINT "pengaturan_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_terjemahan" ADD CONSTRAINT "surat_terjemahan_surat_uuid_surat_uuid_fk" FOREIGN KEY ("surat_uuid") REFERENCES "surat"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen_sync_runs" ADD CONSTRAINT "dosen_sync_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen_sync_runs" ADD CONSTRAINT "dosen_sync_runs_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_user_seq_uq" ON "events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "events_xid_id_idx" ON "events" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "hasil_nilai_hasil_idx" ON "hasil_nilai" USING btree ("hasil_uuid","dosen_uuid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hasil_sidang_jadwal_idx" ON "hasil_sidang" USING btree ("jadwal_uuid");--> statement-breakpoint
CREATE INDEX "hasil_sidang_status_idx" ON "hasil_sidang" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "perubahan_nilai_open_idx" ON "perubahan_nilai" USING btree ("hasil_uuid","dosen_uuid") WHERE "perubahan_nilai"."status" = 'diajukan';--> statement-breakpoint
CREATE INDEX "perubahan_nilai_status_idx" ON "perubahan_nilai" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jadwal_auto_run_creator_idx" ON "jadwal_auto_run" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "jadwal_history_jadwal_idx" ON "jadwal_history" USING btree ("jadwal_uuid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jadwal_komite_dosen_once_idx" ON "jadwal_komite" USING btree ("jadwal_uuid","dosen_uuid");--> statement-breakpoint
CREATE INDEX "jadwal_komite_dosen_idx" ON "jadwal_komite" USING btree ("dosen_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "jadwal_sidang_pengajuan_live_idx" ON "jadwal_sidang" USING btree ("pengajuan_uuid") WHERE "jadwal_sidang"."status" <> 'dibatalkan';--> statement-breakpoint
CREATE INDEX "jadwal_sidang_mulai_idx" ON "jadwal_sidang" USING btree ("mulai","selesai") WHERE "jadwal_sidang"."status" <> 'dibatalkan';--> statement-breakpoint
CREATE INDEX "jadwal_sidang_ruangan_idx" ON "jadwal_sidang" USING btree ("ruangan_uuid","mulai") WHERE "jadwal_sidang"."status" <> 'dibatalkan';--> statement-breakpoint
CREATE INDEX "jadwal_sidang_prodi_idx" ON "jadwal_sidang" USING btree ("prodi_uuid","status","tanggal");--> statement-breakpoint
CREATE INDEX "jadwal_sidang_tanggal_idx" ON "jadwal_sidang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dosen_prodi_idx" ON "dosen" USING btree ("prodi_uuid");--> statement-breakpoint
CREATE INDEX "dosen_nama_idx" ON "dosen" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "peminatan_prodi_idx" ON "peminatan" USING btree ("prodi_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "periode_ujian_nama_jenis_idx" ON "periode_ujian" USING btree ("nama","jenis");--> statement-breakpoint
CREATE INDEX "prodi_jenjang_idx" ON "prodi" USING btree ("jenjang_uuid");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_line_once_idx" ON "payroll_line" USING btree ("jadwal_uuid","dosen_uuid","peran");--> statement-breakpoint
CREATE INDEX "payroll_line_dosen_idx" ON "payroll_line" USING btree ("dosen_uuid","tanggal");--> statement-breakpoint
CREATE INDEX "payroll_line_tanggal_idx" ON "payroll_line" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "payroll_line_prodi_idx" ON "payroll_line" USING btree ("prodi_uuid","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "tarif_honorarium_active_idx" ON "tarif_honorarium" USING btree ("peran","jenjang_uuid") WHERE "tarif_honorarium"."active";--> statement-breakpoint
CREATE INDEX "tarif_honorarium_jenjang_idx" ON "tarif_honorarium" USING btree ("jenjang_uuid");--> statement-breakpoint
CREATE INDEX "berkas_pengajuan_idx" ON "berkas" USING btree ("kind","pengajuan_uuid","jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_berkas_kind_kode_idx" ON "jenis_berkas" USING btree ("kind","kode");--> statement-breakpoint
CREATE INDEX "pengajuan_history_pengajuan_idx" ON "pengajuan_history" USING btree ("kind","pengajuan_uuid","id");--> statement-breakpoint
CREATE INDEX "pengajuan_pembimbing_dosen_idx" ON "pengajuan_pembimbing" USING btree ("dosen_uuid");--> statement-breakpoint
CREATE INDEX "pengajuan_sidang_user_idx" ON "pengajuan_sidang" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pengajuan_sidang_periode_idx" ON "pengajuan_sidang" USING btree ("periode_uuid","status");--> statement-breakpoint
CREATE INDEX "pengajuan_yudisium_user_idx" ON "pengajuan_yudisium" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jadwal_reminders_once_idx" ON "jadwal_reminders" USING btree ("jadwal_uuid","user_id","kind","sequence");--> statement-breakpoint
CREATE INDEX "jadwal_reminders_pending_idx" ON "jadwal_reminders" USING btree ("id") WHERE "jadwal_reminders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "surat_nomor_idx" ON "surat" USING btree ("jenis","tahun","seq");--> statement-breakpoint
CREATE INDEX "surat_jenis_idx" ON "surat" USING btree ("jenis","status","created_at");--> statement-breakpoint
CREATE INDEX "surat_prodi_idx" ON "surat" USING btree ("prodi_uuid");--> statement-breakpoint
CREATE INDEX "dosen_sync_runs_created_idx" ON "dosen_sync_runs" USING btree ("created_at");
--> statement-breakpoint
-- Audit trails keep every row: no path may rewrite or remove a row of hasil_nilai (every score ever
-- recorded) or jadwal_history (every change of a jadwal). Removing the parent (a cascade from a removed
-- hasil or jadwal) is the one exception, recognised by the parent being gone. One function serves every
-- such table: TG_ARGV[0] names the parent table, TG_ARGV[1] the column holding the parent's uuid.
CREATE OR REPLACE FUNCTION append_only() RETURNS trigger AS $$
DECLARE
  parent_exists boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE uuid = ($1).%I)', TG_ARGV[0], TG_ARGV[1])
      INTO parent_exists USING OLD;
    IF NOT parent_exists THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hasil_nilai_append_only ON hasil_nilai;
--> statement-breakpoint
CREATE TRIGGER hasil_nilai_append_only BEFORE UPDATE OR DELETE ON hasil_nilai
  FOR EACH ROW EXECUTE FUNCTION append_only('hasil_sidang', 'hasil_uuid');
--> statement-breakpoint
DROP TRIGGER IF EXISTS jadwal_history_append_only ON jadwal_history;
--> statement-breakpoint
CREATE TRIGGER jadwal_history_append_only BEFORE UPDATE OR DELETE ON jadwal_history
  FOR EACH ROW EXECUTE FUNCTION append_only('jadwal_sidang', 'jadwal_uuid');
--> statement-breakpoint
-- Covering indexes of the pengajuan lists (drizzle-kit cannot write INCLUDE): a filtered and searched
-- list counts its rows, and finds the uuids of its page, by index-only scans, `search_text LIKE` checked
-- on the index tuples (a plain index scan would read every row it walks past from the table).
CREATE INDEX IF NOT EXISTS pengajuan_sidang_created_idx ON pengajuan_sidang (created_at) INCLUDE (uuid, status, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_sidang_status_created_idx ON pengajuan_sidang (status, created_at) INCLUDE (uuid, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_sidang_prodi_status_idx ON pengajuan_sidang (prodi_uuid, status, created_at) INCLUDE (uuid, search_text);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_yudisium_created_idx ON pengajuan_yudisium (created_at) INCLUDE (uuid, status, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_yudisium_status_created_idx ON pengajuan_yudisium (status, created_at) INCLUDE (uuid, search_text, prodi_uuid, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pengajuan_yudisium_prodi_status_idx ON pengajuan_yudisium (prodi_uuid, status, created_at) INCLUDE (uuid, search_text);
--> statement-breakpoint
-- Trigram indexes for the pengajuan lists' `q` search (LIKE '%q%' on the lowercased search_text), where pg_trgm exists: a
-- PostgreSQL server with contrib. Embedded PGlite runs without it (small data, a scan is fine).
-- The extension goes to `public` so every schema (tests run one per run) shares it.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available (%): pengajuan search runs without trigram indexes', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
DECLARE nsp text;
BEGIN
  SELECT n.nspname INTO nsp FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
    JOIN pg_am a ON a.oid = c.opcmethod WHERE c.opcname = 'gin_trgm_ops' AND a.amname = 'gin' LIMIT 1;
  IF nsp IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS pengajuan_sidang_search_trgm ON pengajuan_sidang USING gin (search_text %I.gin_trgm_ops)', nsp);
    EXECUTE format('CREATE INDEX IF NOT EXISTS pengajuan_yudisium_search_trgm ON pengajuan_yudisium USING gin (search_text %I.gin_trgm_ops)', nsp);
  END IF;
END $$;
