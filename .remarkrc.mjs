// `npx remark README.md docs` (in npm test): every relative link and heading anchor of the docs
// must resolve. No repository: links are checked against the files here, never over the network.
import remarkValidateLinks from 'remark-validate-links'

const config = {
  plugins: [[remarkValidateLinks, { repository: false }]],
}

export default config
