// Script of the public OfferRequest form, served at api/v1/forms/javascript/OfferRequest_{version}.
// The form engine calls the exported hooks with the form; the definition alone describes the form,
// so the script only adds what data cannot: the e-mail address is trimmed and lower-cased before
// validation runs, the way the server stores it.
export function onChange(form, name, value) {
  if (name === 'Email' && typeof value === 'string') {
    const normalised = value.trim().toLowerCase();
    if (normalised !== value) form.setValue('Email', normalised);
  }
}
