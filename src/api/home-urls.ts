/** URL constants of the home API domain (spec 7.5), relative to the API base; shared with the mocks. */
export const HOME_URLS = {
  // GET
  queryHomePageTasksCenter: 'sys/task/queryHomePageTasksCenter',
  queryHomeTasksCenterRelation: 'sys/task/queryHomeTasksCenterRelation',
  queryHomeTasksCenterCollation: 'sys/task/queryHomeTasksCenterCollation',
  updateHomeTasksCenterCollation: 'sys/task/updateHomeTasksCenterCollation',
  updateHomeTasksCenterRead: 'sys/task/updateHomeTasksCenterRead',
  instructionListCount: 'fund/instruction/report/homepage/listCount',
  myTodoList: 'fund/tg/myTodoList',
  queryRaiseAccCheck: 'fund/wb/queryRaiseAccCheck',
  // POST (form)
  listMonitoringInstruction: 'fund/instruction/report/monitoring/listMonitoringInstruction',
  listPendingInstruction: 'fund/instruction/report/monitoring/listPendingInstruction',
  // POST (json)
  queryGLXT: 'pubservice/sqlApi/queryGLXT',
} as const;
