// The Dutch messages: a chunk of their own, fetched when Dutch is chosen or remembered, so an
// English first load does not carry them (docs/benchmarks.md, "The browser client").
import type { Sources } from "./i18n-core";

export default import.meta.glob(["../../../i18n/nl/*.ftl", "!../../../i18n/nl/cli.ftl"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Sources;
