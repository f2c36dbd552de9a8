const config = { collections: [] }

export default config
