import StrengthKit
/// The GitHub Actions workflow `init` writes to `.github/workflows/pages.yml`: on every push to
/// main it builds strength-site from source (cached per version), builds the site and deploys it
/// with GitHub Pages. The tool's repository and version are the two variables at the top.
///
/// A Swift string rather than a file beside the theme: `Templates/` is the theme, which
/// `theme eject` copies into projects and the site renders; this is neither.
package enum PagesWorkflow {
    /// Where `init`'s workflow fetches strength-site's source from, unless the lifter changes it.
    package static let defaultRepository = "https://github.com/strength-site/strength-site.git"

    /// Where `init` writes the workflow, relative to the project folder.
    package static let path = ".github/workflows/pages.yml"

    /// The tag a version is released under: `v` + version.
    package static func tag(forVersion version: String) -> String { "v" + version }

    /// The workflow, with `repository` and `version` (a tag, branch or commit) as its variables.
    package static func text(repository: String, version: String) -> String {
        """
        # Publishes this strength-site project with GitHub Pages (written by `strength-site init`).
        # On every push to main: builds strength-site from source (once per version, then cached),
        # builds the site from Data/ and Templates/, and deploys Site/. In the repository's
        # Settings → Pages, choose "GitHub Actions" as the source.
        name: Publish the site

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        # One deployment at a time; a newer push waits for the one in progress instead of cancelling it.
        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          # Where strength-site's source comes from: change it to build from a fork or a mirror.
          STRENGTH_SITE_REPOSITORY: \(quoted(repository))
          # The tag, branch or commit to build. The build is cached per value, so a branch name keeps
          # the first build of that branch: name a tag or a commit to pick up a new one.
          STRENGTH_SITE_VERSION: \(quoted(version))

        jobs:
          build:
            runs-on: ubuntu-24.04
            container: swift:6.2
            steps:
              - uses: actions/checkout@v4
              - name: Install libcmark
                run: apt-get update -qq && apt-get install -y -qq libcmark-dev pkg-config
              # The binary links the container's Swift runtime, so the cache key names that too.
              - name: Note the Swift version
                id: swift
                run: |
                  echo "version=$(swift --version 2>&1 | sed -n 's/.*Swift version \\([^ ]*\\).*/\\1/p' | head -n 1)" >> "$GITHUB_OUTPUT"
              - name: Restore strength-site from the cache
                id: tool
                uses: actions/cache@v4
                with:
                  path: .strength-site-tool
                  key: strength-site-${{ runner.os }}-${{ steps.swift.outputs.version }}-${{ env.STRENGTH_SITE_VERSION }}
              - name: Build strength-site
                if: steps.tool.outputs.cache-hit != 'true'
                run: |
                  source="$RUNNER_TEMP/strength-site-source"
                  rm -rf "$source"
                  mkdir -p "$source"
                  cd "$source"
                  git init --quiet
                  git fetch --quiet --depth 1 "$STRENGTH_SITE_REPOSITORY" "$STRENGTH_SITE_VERSION"
                  git checkout --quiet FETCH_HEAD
                  swift build -c release --product strength-site
                  mkdir -p "$GITHUB_WORKSPACE/.strength-site-tool"
                  cp "$(swift build -c release --show-bin-path)/strength-site" "$GITHUB_WORKSPACE/.strength-site-tool/"
              - name: Build the site
                run: |
                  # https://OWNER.github.io/REPOSITORY/, or https://OWNER.github.io/ for a repository named OWNER.github.io.
                  owner=$(printf '%s' "$GITHUB_REPOSITORY_OWNER" | tr '[:upper:]' '[:lower:]')
                  repository=${GITHUB_REPOSITORY#*/}
                  base="https://$owner.github.io/$repository/"
                  if [ "$(printf '%s' "$repository" | tr '[:upper:]' '[:lower:]')" = "$owner.github.io" ]; then
                    base="https://$owner.github.io/"
                  fi
                  .strength-site-tool/strength-site build --project . --base-url "$base"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: Site

          deploy:
            needs: build
            runs-on: ubuntu-24.04
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
    }

    /// A YAML double-quoted scalar: backslashes, quotes and control or line-breaking characters escaped.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
