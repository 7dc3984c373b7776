/*
 * Rspress's styles for the components the site ejects: the originals are no longer imported, so their CSS would be
 * dropped with them. Part of the door to Rspress's unexported modules (see index.ts), checked by rspress.test.ts.
 */
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css';
