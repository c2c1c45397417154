// The admin feature's public face: the routes import only this (decision 008).
export { DomainEntryForm } from './DomainEntryForm';
export { type DomainEntry, DomainList } from './DomainList';
export { type OpenReportEntry, ReportList } from './ReportList';
