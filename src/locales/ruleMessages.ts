import type { Locale } from '@common/locales';
import { RULE_CODES, RULE_SENTENCES, type RuleCode } from '@common/rules';

/**
 * The `team.rule.<code>` messages of one locale, made from the sentences the server uses too
 * (common/rules.ts), so a refusal reads the same in the toast and in the page's list. In the app's
 * bundle the sentences come parsed, as every message does (config/build/precompiledMessages.ts).
 */
export const ruleMessages = (locale: Locale) =>
  Object.fromEntries(RULE_CODES.map((code) => [`team.rule.${code}`, RULE_SENTENCES[locale][code]])) as Record<
    `team.rule.${RuleCode}`,
    string
  >;
