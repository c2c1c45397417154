// The admin feature's public face: the routes import only this (decision 008).
export { AdminNav } from './AdminNav';
export { AuditFilters, AuditTable } from './AuditLog';
export { CommentReportList } from './CommentReportList';
export { DomainEntryForm } from './DomainEntryForm';
export { DomainList } from './DomainList';
export { ExperienceForm, type ExperienceFormFailure } from './ExperienceForm';
export { DeleteButton, ExperienceList, StateButton, summaryOf } from './ExperienceList';
export { Health } from './Health';
export { InstanceLogoForm } from './InstanceLogoForm';
export { InstanceSettingsForm } from './InstanceSettingsForm';
export { QueueDepths, TroubledJobs } from './JobQueues';
export { PeopleSearch, PersonAdmin } from './People';
export { ProfileReportList } from './ProfileReportList';
export { ReportList } from './ReportList';
export { DecidedRequests, SignupInvites, SignupModeLead, SignupQueue } from './SignupQueue';
