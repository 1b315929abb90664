export const biodataMessages = {
  fullNameRequired: 'Please enter your full name.',
  nomorIndukDigits: 'NIM/NIDN must contain digits only.',
  phoneInvalid: 'Please enter a phone number like +62812345678 or 0812345678.',
  staffProdi: "Only an admin can change a staff account's study programme.",
  authorityField: 'Only an admin can change the role, study programme or lecturer link of an account.',
} as const;
