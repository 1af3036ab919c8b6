-- A service's own first migration, for OutboxMigrationsTest: applied after the library's V0_1 and
-- V0_2 on a database that existed before V0_3.
CREATE TABLE service_table (id bigint PRIMARY KEY);
