/**
 * Stands in for each of antd's language packs in the locale plugin's start-up module
 * (config/build/antdLocaleOnDemand.ts): the reader's pack is added with their messages (./load.ts).
 */
export default {};
