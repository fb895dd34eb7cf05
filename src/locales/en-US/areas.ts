// Interface strings of the section areas: about, rules, notes and MATE.
export default {
  'about.title': 'About the competition',
  'about.subtitle': 'Mission, history, organisation, venues and partners',
  'rule.title': 'Competition rules',
  'rule.subtitle': 'The {year} rulebook for all four tracks',
  'note.title': 'Participant notes',
  'note.subtitle': 'Travel, accommodation, shipping and the on-site programme of the World Finals',
  'mate.title': 'Underwater robotics (MATE) track',
  'mate.background': 'Background: the MATE ROV Competition and how this track relates to it',
  'area.empty': 'Nothing has been published here yet.',
  'area.failed': 'This page could not be loaded. Please try again later.',
};
