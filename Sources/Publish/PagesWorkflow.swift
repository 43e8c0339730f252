/// The GitHub Actions workflow `init` writes to `.github/workflows/pages.yml` (`PagesRoute.workflow`):
/// on every push to the repository's default branch, whatever its name (`main`, `master`), and once
/// a day, it builds strength-site from source (cached per version), builds the site — at the
/// project's `base-url` when the settings have one, else at its github.io address — and deploys it
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

    /// The build job's `if:`: a push builds only on the default branch; the schedule (which GitHub
    /// runs on the default branch) and a run started by hand always do.
    static let jobCondition = "github.event_name != 'push' || github.ref_name == github.event.repository.default_branch"
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

    /// What `init` says about a `--tool-repository` the workflow cannot fetch as given (`nil` when it
    /// can): GitHub's runner reaches neither a local path nor a `file:` URL, and fetches without
    /// credentials, so an SSH address fails there too. The value is written as given all the same:
    /// a local check of the workflow (`scripts/workflow-check.sh`) fetches a `file://` one.
    package static func toolRepositoryWarning(_ repository: String) -> String? {
        if repository.lowercased().hasPrefix("https://") { return nil }
        let problem = switch RemoteAddress(repository) {
        case .notFetchable(let reason): reason
        case .https(let twin): "is not an https address, and the workflow fetches without credentials: \(twin) is its https twin"
        }
        return "--tool-repository: \(repository) \(problem), so the workflow's build of strength-site will fail on GitHub; "
            + "it is written to \(path) as given (set \(repositoryVariable) there to an https address)"
    }

    /// When the daily build runs, as a cron line in UTC: 00:17 in the project's time zone outside
    /// daylight-saving time (`standardOffsetSeconds` east of UTC), so the site's "today" has turned.
    /// 17 minutes past: GitHub delays the runs it starts on the hour most.
    static func dailyCron(standardOffsetSeconds: Int) -> String {
        let minutes = ((17 - standardOffsetSeconds / 60) % 1440 + 1440) % 1440
        return "\(minutes % 60) \(minutes / 60) * * *"
    }

    /// The workflow, with `repository` and `version` (a tag, branch or commit; either may be empty)
    /// as its variables and its daily build after midnight in a time zone `standardOffsetSeconds`
    /// east of UTC.
    package static func text(repository: String, version: String, standardOffsetSeconds: Int) -> String {
        """
        # Publishes this strength-site project with GitHub Pages (written by `strength-site init`).
        # On every push to the repository's default branch, and once a day: builds strength-site from
        # source (once per version, then cached), builds the site from Data/ and Templates/, and
        # deploys Site/. In the repository's Settings → Pages, choose "GitHub Actions" as the source.
        # The site is built on GitHub from Data/, so Data/ is in this repository: in a public
        # repository everything in it is public, body weight and notes the settings keep off the
        # site included.
        name: Publish the site

        on:
          push:
          workflow_dispatch:
          # Once a day, so "This week" and the streak move on between pushes (GitHub pauses the
          # schedule of a repository with no activity for 60 days). Delete the next line to build
          # only when you push.
          schedule: [{ cron: "\(dailyCron(standardOffsetSeconds: standardOffsetSeconds))" }]

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
            # A push to another branch publishes nothing: the site is the default branch's.
            if: \(jobCondition)
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
                  tool=.strength-site-tool/strength-site
                  # The settings' base-url when there is one (a custom domain); else the site's github.io
                  # address: https://OWNER.github.io/REPOSITORY/, or https://OWNER.github.io/ for a
                  # repository named OWNER.github.io.
                  if "$tool" settings show --project . --json | grep -q '"baseURL"'; then
                    "$tool" build --project .
                  else
                    owner=$(printf '%s' "$GITHUB_REPOSITORY_OWNER" | tr '[:upper:]' '[:lower:]')
                    repository=${GITHUB_REPOSITORY#*/}
                    base="https://$owner.github.io/$repository/"
                    if [ "$(printf '%s' "$repository" | tr '[:upper:]' '[:lower:]')" = "$owner.github.io" ]; then
                      base="https://$owner.github.io/"
                    fi
                    "$tool" build --project . --base-url "$base"
                  fi
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
