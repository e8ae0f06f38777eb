// What other areas may use of the settings: the limits and prices in force.
export { getPremiumSettings } from './queries';
