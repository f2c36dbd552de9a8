export const IMPORT_PATH = '/admin/import'
