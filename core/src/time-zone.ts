/**
 * Kochclip's days are Berlin days, whatever the zone of the server, the database or the member's device: the meal
 * plan's weeks, the admin dashboard's days, the dates pages show, the jobs' schedules. A module of its own, so the
 * web app's date formats (in its first chunk) do not carry berlinDay along.
 */
export const APP_TIME_ZONE = 'Europe/Berlin';
