export { generationJobs } from './generation-jobs';
export { messages } from './messages';
export { projects, projectVersions } from './projects';
export { users } from './users';
export {
  adminAccounts,
  adminAuditLog,
  adminLoginThrottle,
  adminSessions,
  subscriptions,
  supportTickets,
  systemErrors,
  systemErrorUsers,
} from './admin';
export { aiHistory } from './ai';
export { pageBuilderPages, pageBuildJobs } from './page-builder';
export { mediaFiles, mediaJobs, mediaProcessingLog, mediaRequestCounts } from './media';
export { web3ChainHosts, web3DevAccounts, web3Transactions, web3Wallets } from './web3';
export { activityEvents, codingSessions, productivityProfiles } from './activity';
export { truthReports } from './truth-report';
