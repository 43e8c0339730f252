/// The GitHub Actions workflow `init` writes to `.github/workflows/pages.yml`: on every push to
/// main it builds strength-site from source (cached per version), builds the site and deploys it
/// with GitHub Pages. The tool's repository and version are the two variables at the top; `init`
/// fills them with the source its binary was built from (`ToolSource`), and when either is empty
/// the job's first step stops with one line saying what to set where.
///
/// A Swift string rather than a file beside the theme: `Templates/` is the theme, which
/// `theme eject` copies into projects and the site renders; this is neither.
package enum PagesWorkflow {
    /// Where `init` writes the workflow, relative to the project folder.
    package static let path = ".github/workflows/pages.yml"

    static let repositoryVariable = "STRENGTH_SITE_REPOSITORY"
    static let versionVariable = "STRENGTH_SITE_VERSION"

    /// The line the workflow's first step prints, as an error annotation, when a variable is empty.
    static let unsetVariablesMessage = "\(repositoryVariable) (strength-site's source repository, an https address) and "
        + "\(versionVariable) (the tag or commit to build) must both be set: set them under env: at the top of \(path)."

    /// What `init` prints when it leaves a variable empty (`nil` when both are set): one line naming
    /// the empty ones, `reason` (why the binary does not know its source), where to set them and the flags.
    package static func emptyVariablesWarning(repository: String, version: String, reason: String) -> String? {
        let empty = [(repositoryVariable, repository, "--tool-repository URL"), (versionVariable, version, "--tool-version REV")]
            .filter { $0.1.isEmpty }
        if empty.isEmpty { return nil }
        let one = empty.count == 1
        return "\(empty.map { $0.0 }.joined(separator: " and ")) in \(path) \(one ? "is" : "are") empty, so the workflow stops at its "
            + "first step: this strength-site does not know where GitHub can fetch its source (\(reason)). Set \(one ? "it" : "them") "
            + "there, or give init \(empty.map { $0.2 }.joined(separator: " "))."
    }

    /// The workflow, with `repository` and `version` (a tag, branch or commit; either may be empty)
    /// as its variables.
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
          # Where strength-site's source comes from (init writes the repository and commit its own
          # binary was built from): change it to build from a fork or a mirror.
          \(repositoryVariable): \(quoted(repository))
          # The tag, branch or commit to build. The build is cached per value, so a branch name keeps
          # the first build of that branch: name a tag or a commit to pick up a new one.
          \(versionVariable): \(quoted(version))

        jobs:
          build:
            runs-on: ubuntu-24.04
            container: swift:6.2
            steps:
              - name: Check where strength-site comes from
                run: |
                  if [ -z "$\(repositoryVariable)" ] || [ -z "$\(versionVariable)" ]; then
                    echo "::error::\(unsetVariablesMessage)"
                    exit 1
                  fi
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
