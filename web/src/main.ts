import { mount } from "svelte";
import App from "./App.svelte";
import "./styles.css";
import { i18n } from "./lib/i18n.svelte";

document.documentElement.lang = i18n.locale;
const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element");
export default mount(App, { target });
