-- Talent search on a narrow side table (issue 12 §4, decision D-search-side). Searches matched and
-- ranked on talent_profiles itself: a query with 30,000 matches visited ~13,000 wide heap pages,
-- and a phrase ("incident response") re-read every candidate's ~2 KB document out of TOAST to
-- check word positions. talent_search holds one row per profile with only what matching,
-- filtering and ranking read; the wide profile is joined for the page of results alone.
--
-- `terms` is the profile's `search` document (migration 0006, positions kept) plus one lexeme per
-- pair of adjacent words, `incident_response`, taken from the document's own positions: so
-- `incident <-> response` on the document holds exactly when the pair lexeme is there, and the
-- query compiler (lib/search/sql.ts matchQuery) asks the GIN index for the pair — a plain lexeme,
-- answered without reading any document. Word lexemes never contain `_` (search_normalize turns
-- ASCII punctuation into spaces), so a pair can never be mistaken for a word, and a word prefix
-- (`kube:*`) that also hits a pair hits a document holding that word anyway.
CREATE TABLE "talent_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"availability" text,
	"workplace_type" text,
	"job_type" text,
	"contract_type" text,
	"designation" text,
	"speciality" text,
	"domains" text[] NOT NULL,
	"talent_type" text NOT NULL,
	"terms" "tsvector",
	"search_rank" "tsvector"
);
--> statement-breakpoint
-- Row layout: the big `terms` document goes out of line (the GIN index answers for it; only a
-- phrase of three or more words reads it back), the rank vector and the filter columns stay in
-- the row, so a row is a few hundred bytes.
ALTER TABLE talent_search SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE talent_search
  ALTER COLUMN search_rank SET STORAGE MAIN,
  ALTER COLUMN designation SET STORAGE MAIN,
  ALTER COLUMN speciality SET STORAGE MAIN,
  ALTER COLUMN domains SET STORAGE MAIN;
--> statement-breakpoint
DROP INDEX "talent_profiles_search_idx";--> statement-breakpoint
ALTER TABLE "talent_search" ADD CONSTRAINT "talent_search_user_id_talent_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."talent_profiles"("user_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- The document and its pairs of adjacent words (positionless lexemes `a_b`). Pairs longer than
-- 2,000 bytes are left out (a lexeme may not pass 2,047); the compiler only asks for short ones.
CREATE OR REPLACE FUNCTION talent_search_terms(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN v IS NULL THEN NULL ELSE v || coalesce((
    SELECT array_to_tsvector(array_agg(DISTINCT a.lexeme || '_' || b.lexeme))
    FROM (SELECT u.lexeme, p::int AS pos FROM unnest(v) u, unnest(u.positions) p) a
    JOIN (SELECT u.lexeme, p::int AS pos FROM unnest(v) u, unnest(u.positions) p) b ON b.pos = a.pos + 1
    WHERE octet_length(a.lexeme) + octet_length(b.lexeme) < 2000), ''::tsvector) END
$fn$;
--> statement-breakpoint
-- Runs after talent_profiles_search_refresh (a BEFORE trigger) has set NEW.search / NEW.search_rank,
-- in the writer's transaction: insert, every update that changes what search reads (the tenant
-- included), and a changed user_id (the foreign key carries the row along first).
CREATE OR REPLACE FUNCTION talent_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO talent_search AS s (user_id, company_id, updated_at, availability, workplace_type, job_type, contract_type,
    designation, speciality, domains, talent_type, terms, search_rank)
  VALUES (NEW.user_id, NEW.company_id, NEW.updated_at, NEW.availability, NEW.workplace_type, NEW.job_type, NEW.contract_type,
    NEW.designation, NEW.speciality, NEW.domains, NEW.talent_type, talent_search_terms(NEW.search), NEW.search_rank)
  ON CONFLICT (user_id) DO UPDATE SET
    company_id = EXCLUDED.company_id, updated_at = EXCLUDED.updated_at, availability = EXCLUDED.availability,
    workplace_type = EXCLUDED.workplace_type, job_type = EXCLUDED.job_type, contract_type = EXCLUDED.contract_type,
    designation = EXCLUDED.designation, speciality = EXCLUDED.speciality, domains = EXCLUDED.domains,
    talent_type = EXCLUDED.talent_type, terms = EXCLUDED.terms, search_rank = EXCLUDED.search_rank;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER talent_search_sync_insert
AFTER INSERT ON talent_profiles
FOR EACH ROW EXECUTE FUNCTION talent_search_sync();
--> statement-breakpoint
CREATE TRIGGER talent_search_sync_update
AFTER UPDATE ON talent_profiles
FOR EACH ROW
WHEN ((OLD.user_id, OLD.company_id, OLD.updated_at, OLD.availability, OLD.workplace_type, OLD.job_type, OLD.contract_type,
       OLD.designation, OLD.speciality, OLD.domains, OLD.talent_type, OLD.search_rank, OLD.search)
      IS DISTINCT FROM
      (NEW.user_id, NEW.company_id, NEW.updated_at, NEW.availability, NEW.workplace_type, NEW.job_type, NEW.contract_type,
       NEW.designation, NEW.speciality, NEW.domains, NEW.talent_type, NEW.search_rank, NEW.search))
EXECUTE FUNCTION talent_search_sync();
--> statement-breakpoint
INSERT INTO talent_search (user_id, company_id, updated_at, availability, workplace_type, job_type, contract_type,
  designation, speciality, domains, talent_type, terms, search_rank)
SELECT user_id, company_id, updated_at, availability, workplace_type, job_type, contract_type,
  designation, speciality, domains, talent_type, talent_search_terms(search), search_rank
FROM talent_profiles;
--> statement-breakpoint
CREATE INDEX "talent_search_terms_idx" ON "talent_search" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "talent_search_company_updated_idx" ON "talent_search" USING btree ("company_id","updated_at");
