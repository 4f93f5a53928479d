-- Talent search (issue: talent search). Two vectors per profile, both kept current by a trigger
-- so every writer (profile builder, resume import, mock talents, bulk SQL) gets them for free:
--
-- * search: the whole profile, weighted (A skills, designation and speciality; B work experience,
--   projects and domains; C education, certifications and summary), GIN-indexed: what a query
--   matches against. It is large (~2 KB) and lives out of line (TOAST).
-- * search_rank: the short structured fields only (designation, speciality and skills; domains,
--   job titles and companies; courses, institutions and certifications), by the same weights:
--   what results are ranked by. Small (~0.6 KB) and kept in the row, so ranking thousands of
--   matches never reads TOAST (decision D-search-rank: prose and project details match but do
--   not add to the rank).
--
-- Names are not in either (decision D-search-names). search_normalize must stay identical to
-- lib/search/normalize.ts: the query compiler applies the same rules, so `C++`, `c#` and `.NET`
-- become the same lexemes on both sides.
CREATE OR REPLACE FUNCTION search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(lower(coalesce(t, '')), '(?<![a-z0-9])\.net(?![a-z0-9])', ' dotnet ', 'g'),
          '([a-z0-9])\+\+', '\1plusplus', 'g'),
        '([a-z0-9])\+', '\1plus', 'g'),
      '([a-z0-9])#', '\1sharp', 'g'),
    '[!-/:-@[-`{-~]+', ' ', 'g')
$fn$;
--> statement-breakpoint
-- The strings found at a jsonpath, joined by spaces ('' when none or when the shape differs).
CREATE OR REPLACE FUNCTION search_json_text(doc jsonb, path jsonpath) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(v #>> '{}', ' '), '')
  FROM jsonb_path_query(coalesce(doc, 'null'::jsonb), path) AS v
  WHERE jsonb_typeof(v) IN ('string', 'number')
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_search_document(p talent_profiles) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT
    setweight(to_tsvector('simple', search_normalize(concat_ws(' ',
      p.designation,
      p.speciality,
      search_json_text(p.expertise, '$.stackArray[*].technology')))), 'A')
    || setweight(to_tsvector('simple', search_normalize(concat_ws(' ',
      array_to_string(p.domains, ' '),
      search_json_text(p.work_experience, '$.experience[*].designation.label'),
      search_json_text(p.work_experience, '$.experience[*].company'),
      search_json_text(p.work_experience, '$.experience[*].responsibilities'),
      search_json_text(p.work_experience, '$.experience[*].projects[*].projectName'),
      search_json_text(p.work_experience, '$.experience[*].projects[*].shortDescription'),
      search_json_text(p.work_experience, '$.experience[*].projects[*].stack[*].name')))), 'B')
    || setweight(to_tsvector('simple', search_normalize(concat_ws(' ',
      search_json_text(p.education, '$.groupedEducation.*[*].courseName'),
      search_json_text(p.education, '$.groupedEducation.*[*].institution'),
      search_json_text(p.certifications, '$[*].description'),
      search_json_text(p.certifications, '$[*].institution'),
      p.summary))), 'C')
$fn$;
--> statement-breakpoint
-- Each lexeme of a text once (positions 1..n), so a section weighs by what it mentions, not how often.
CREATE OR REPLACE FUNCTION search_distinct(t text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT to_tsvector('simple', array_to_string(tsvector_to_array(to_tsvector('simple', search_normalize(t))), ' '))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_search_rank_document(p talent_profiles) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT
    setweight(to_tsvector('simple', search_normalize(concat_ws(' ',
      p.designation,
      p.speciality,
      search_json_text(p.expertise, '$.stackArray[*].technology')))), 'A')
    || setweight(search_distinct(concat_ws(' ',
      array_to_string(p.domains, ' '),
      search_json_text(p.work_experience, '$.experience[*].designation.label'),
      search_json_text(p.work_experience, '$.experience[*].company'))), 'B')
    || setweight(search_distinct(concat_ws(' ',
      search_json_text(p.education, '$.groupedEducation.*[*].courseName'),
      search_json_text(p.education, '$.groupedEducation.*[*].institution'),
      search_json_text(p.certifications, '$[*].description'),
      search_json_text(p.certifications, '$[*].institution'))), 'C')
$fn$;
--> statement-breakpoint
ALTER TABLE talent_profiles ADD COLUMN search_rank tsvector;
--> statement-breakpoint
-- Row layout for the search: the big documents (jsonb sections, summary, the search vector) go out
-- of line even when they would fit, so a row is ~1 KB and a query that matches 30,000 talents
-- reads a few thousand heap pages, not tens of thousands. The small columns that filters and
-- ranking read stay in the row (MAIN: compressed if needed, moved out only past a page); the
-- locations (read by the rarer location filter) go out of line with the documents.
ALTER TABLE talent_profiles SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE talent_profiles
  ALTER COLUMN search_rank SET STORAGE MAIN,
  ALTER COLUMN designation SET STORAGE MAIN,
  ALTER COLUMN speciality SET STORAGE MAIN,
  ALTER COLUMN availability SET STORAGE MAIN,
  ALTER COLUMN workplace_type SET STORAGE MAIN,
  ALTER COLUMN job_type SET STORAGE MAIN,
  ALTER COLUMN contract_type SET STORAGE MAIN,
  ALTER COLUMN talent_type SET STORAGE MAIN,
  ALTER COLUMN domains SET STORAGE MAIN,
  ALTER COLUMN furthest_step SET STORAGE MAIN;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_profiles_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search := talent_search_document(NEW);
  NEW.search_rank := talent_search_rank_document(NEW);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER talent_profiles_search_refresh
BEFORE INSERT OR UPDATE OF designation, speciality, domains, summary, expertise, education, certifications, work_experience, search, search_rank
ON talent_profiles
FOR EACH ROW EXECUTE FUNCTION talent_profiles_search_refresh();
--> statement-breakpoint
UPDATE talent_profiles t SET search = talent_search_document(t), search_rank = talent_search_rank_document(t);
--> statement-breakpoint
-- Searches leave archived talents out with an anti-join on this (small) set instead of visiting
-- the users row of every match.
CREATE INDEX IF NOT EXISTS users_archived_idx ON users (id) WHERE state = 'archived';
