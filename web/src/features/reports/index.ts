/** "Report" under a post or a comment: what the blog's post page and the comment thread render. */
export { ReportControl } from './components/ReportGate';
