// The English messages, in the first load (the command line's cli.ftl shares the folder).
import type { Sources } from "./i18n-core";

export default import.meta.glob(["../../../i18n/en/*.ftl", "!../../../i18n/en/cli.ftl"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Sources;
