/**
 * URL constants of the institution-registration domain (spec 7.7, plus the two searchSuggest
 * calls that spec 7.6 lists and that serve registration), relative to the API base; shared
 * with the mocks.
 */
export const REGISTER_URLS = {
  // spec 7.6, used by the organisation step of the /create wizard
  searchInst: 'searchSuggest/inst',
  queryCreditCodeByName: 'searchSuggest/queryCreditCodeByName',
  // spec 7.7 GET
  sendVerificationCodeNew: 'register/sendVerificationCodeNew',
  submitVerificationCode: 'register/submitVerificationCode',
  registerInst: 'register/inst',
  queryPollContent: 'register/queryPollContent',
  suggestInstitutionInfo: 'user/suggestInstitutionInfo',
  queryRegistInstInfo: 'user/queryRegistInstInfo',
  queryCurrentRegistInfo: 'user/queryCurrentRegistInfo',
  affirmInstitutionInfo: 'user/affirmInstitutionInfo',
  confirmCommitRegister: 'user/confirmCommitRegister',
  updateInst: 'user/updateInst',
  queryInstitutionInfo: 'user/queryInstitutionInfo',
  // spec 7.7 POST
  insertRegisterProtocol: 'register/insertRegisterProtocol',
  queryManagerInformation: 'register/queryManagerInformation',
  queryRegisterProtocol: 'register/queryRegisterProtocol',
  updateRegisterInstSeal: 'register/updateRegisterInstSeal',
  sendVerificationCodeForSign: 'register/sendVerificationCodeForSign',
  skipOpeningProtocol: 'register/skipOpeningProtocol',
  submitPollAnswer: 'register/submitPollAnswer',
  createSystemAdminInfo: 'user/createSystemAdminInfo',
  uploadRegisterFile: 'user/uploadRegisterFile',
} as const;
