-- Talent search document (issue: talent search). One weighted tsvector per profile, kept current
-- by a trigger, so every writer (profile builder, resume import, mock talents, bulk SQL) gets it
-- without remembering to: A = skills, designation and speciality; B = work experience, projects
-- and domains; C = education, certifications and summary. Names are not in it (decision D-search-names).
--
-- search_normalize must stay identical to lib/search/normalize.ts: the query compiler applies the
-- same rules, so `C++`, `c#` and `.NET` become the same lexemes on both sides.
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
    '[[:space:]!-/:-@[-`{-~]+', ' ', 'g')
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
CREATE OR REPLACE FUNCTION talent_profiles_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search := talent_search_document(NEW);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER talent_profiles_search_refresh
BEFORE INSERT OR UPDATE OF designation, speciality, domains, summary, expertise, education, certifications, work_experience, search
ON talent_profiles
FOR EACH ROW EXECUTE FUNCTION talent_profiles_search_refresh();
--> statement-breakpoint
UPDATE talent_profiles t SET search = talent_search_document(t);
