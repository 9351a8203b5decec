/** What other features use of Shifts: the shift forms' time pickers (the Shift Templates form). */
export { ShiftTimeFields } from './components/shift-time-fields.tsx';
