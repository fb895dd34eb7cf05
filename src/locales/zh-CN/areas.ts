// Interface strings of the section areas: about, rules, notes and MATE.
export default {
  'about.title': '关于大赛',
  'about.subtitle': '使命、历程、组织机构、场馆与合作伙伴',
  'rule.title': '大赛规则',
  'rule.subtitle': '{year} 赛季四个赛道通用的规则',
  'note.title': '参赛须知',
  'note.subtitle': '总决赛的差旅、住宿、设备运输与现场日程',
  'mate.title': '水下机器人（MATE）赛道',
  'mate.background': '背景介绍：MATE ROV 竞赛及其与本赛道的关系',
  'area.empty': '这里暂时还没有发布内容。',
  'area.failed': '页面内容加载失败，请稍后重试。',
};
