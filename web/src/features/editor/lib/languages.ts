/** The editor's language tables come from the one registry in packages/shared. */
export { LANGUAGE_LABEL, MONACO_LANGUAGE } from "@grindstone/shared";
