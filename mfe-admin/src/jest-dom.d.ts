// jest-dom matchers (toBeInTheDocument, …) for the type checker; jest/setup.cjs loads them at runtime.
/// <reference types="@testing-library/jest-dom" />
