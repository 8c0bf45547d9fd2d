-- The reports' facts stored an unnamed calculation under its id; they now keep the name as typed
-- (empty), which a reader sees as "Unnamed calculation" in their language.
UPDATE "report_calculation" SET "calculation_name" = '' WHERE "calculation_name" = "calculation_id";
