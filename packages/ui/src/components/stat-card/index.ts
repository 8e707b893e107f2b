export { HomeStats, StatCard, type HomeStatsProps, type HomeSummary, type StatCardProps } from './stat-card';
