-- A usual typo shares most of its trigrams with the word meant ("medicne", "medicine"): this
-- index answers "the words at least 0.3 alike" (pg_trgm's `%`) from a few posting lists, where
-- the GiST index's nearest-first walk visits much of the table. On the benchmark's catalogue
-- (9,111 words, PostgreSQL 15): 0.06–0.1 ms against 1.5 ms. The GiST index stays for the
-- nearest words of a typo too unlike its word for `%` (see institutions-repository.ts).
CREATE INDEX search_words_alike_idx ON institutions.search_words USING gin (word gin_trgm_ops);
