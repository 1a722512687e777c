// Each file loads its own database copy and hashes passwords with argon2, slow on purpose and
// slower still on two busy cores. (Jest ignores `testTimeout` inside a project's config.)
jest.setTimeout(30_000);
