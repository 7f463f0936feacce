import { mount } from "svelte";
import App from "./App.svelte";
import "./styles.css";
import { initialLocale, showLocale } from "./lib/i18n.svelte";

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element");
// The page is drawn in its language from the start: Dutch messages are fetched first.
export default showLocale(initialLocale())
  .catch(() => showLocale("en"))
  .then(() => mount(App, { target }));
