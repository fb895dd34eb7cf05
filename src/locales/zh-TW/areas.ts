// Interface strings of the section areas: about, rules, notes and MATE.
export default {
  'about.title': '關於大賽',
  'about.subtitle': '使命、歷程、組織機構、場館與合作夥伴',
  'rule.title': '大賽規則',
  'rule.subtitle': '{year} 賽季四個賽道通用的規則',
  'note.title': '參賽須知',
  'note.subtitle': '總決賽的差旅、住宿、設備運輸與現場日程',
  'mate.title': '水下機器人（MATE）賽道',
  'mate.background': '背景介紹：MATE ROV 競賽及其與本賽道的關係',
  'area.empty': '這裡暫時還沒有發布內容。',
  'area.failed': '頁面內容載入失敗，請稍後再試。',
};
