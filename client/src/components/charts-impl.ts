// The chart code and its styles, loaded on demand by ./charts.tsx.
import '@mantine/charts/styles.css';

export { BarChart, DonutChart } from '@mantine/charts';
