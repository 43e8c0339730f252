import Foundation
@testable import Publish
@testable import StrengthKit
import Testing

/// The pure parts of `publish` and `init`'s workflow: commit messages, git's reasons, the workflow text.
@Suite struct PublishTests {
    @Test func defaultCommitMessageCountsWorkoutsAndNamesTheDay() throws {
        let day = try #require(LocalDay("2025-03-14"))
        #expect(SitePublisher.defaultMessage(workouts: 1, built: day) == "Publish site: 1 workout, built 2025-03-14")
        #expect(SitePublisher.defaultMessage(workouts: 0, built: day) == "Publish site: 0 workouts, built 2025-03-14")
        #expect(SitePublisher.defaultMessage(workouts: 5000, built: day) == "Publish site: 5,000 workouts, built 2025-03-14")
    }

    @Test(arguments: [
        ("""
         remote: this repository takes no pushes
         To ../origin.git
          ! [remote rejected] 1a2b3c4 -> gh-pages (pre-receive hook declined)
         error: failed to push some refs to '../origin.git'
         """, "remote rejected (pre-receive hook declined); remote: this repository takes no pushes"),
        ("""
         To ../origin.git
          ! [rejected]        1a2b3c4 -> gh-pages (fetch first)
         error: failed to push some refs to '../origin.git'
         hint: Updates were rejected because the remote contains work that you do not
         """, "rejected (fetch first)"),
        ("""
         fatal: '../nowhere.git' does not appear to be a git repository
         fatal: Could not read from remote repository.

         Please make sure you have the correct access rights
         """, "'../nowhere.git' does not appear to be a git repository"),
        ("""
         Author identity unknown

         *** Please tell me who you are.
         fatal: no email was given and auto-detection is disabled
         """, "no email was given and auto-detection is disabled"),
        ("error: src refspec gh-pages does not match any\n", "src refspec gh-pages does not match any"),
        ("something else went wrong\nand more\n", "something else went wrong"),
        ("\n  \n", nil),
    ] as [(String, String?)])
    func gitsReasonIsTheLineThatSaysWhatWentWrong(standardError: String, reason: String?) {
        #expect(GitFailure.reason(fromStandardError: standardError) == reason)
    }

    @Test func workflowHasTheToolsRepositoryAndVersionAsItsTwoVariables() {
        let text = PagesWorkflow.text(repository: "https://example.org/me/strength-site.git", version: "v1.2.3", standardOffsetSeconds: 3600)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("  STRENGTH_SITE_REPOSITORY: \"https://example.org/me/strength-site.git\""))
        #expect(lines.contains("  STRENGTH_SITE_VERSION: \"v1.2.3\""))
        #expect(lines.filter { $0.contains("https://example.org") }.count == 1, "the repository is named once, in env:")
        #expect(lines.filter { $0.contains("v1.2.3") }.count == 1, "the version is named once, in env:")
        for expected in [
            "    container: swift:6.2",
            "          key: strength-site-${{ runner.os }}-${{ steps.swift.outputs.version }}-${{ env.STRENGTH_SITE_VERSION }}",
            "        if: steps.tool.outputs.cache-hit != 'true'",
            "          git fetch --quiet --depth 1 \"$STRENGTH_SITE_REPOSITORY\" \"$STRENGTH_SITE_VERSION\"",
            "          git checkout --quiet FETCH_HEAD",
            "      - uses: actions/upload-pages-artifact@v3",
            "        uses: actions/deploy-pages@v4",
            "  pages: write", "  id-token: write", "  group: pages",
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        #expect(text.contains("    \"$tool\" build --project . --base-url \"$base\""))
        // The first step stops a workflow whose variables are empty, with one line naming them and where to set them.
        let steps = lines.filter { $0.hasPrefix("      - ") }
        #expect(steps.first == "      - name: Check where strength-site comes from")
        #expect(lines.contains("          if [ -z \"$STRENGTH_SITE_REPOSITORY\" ] || [ -z \"$STRENGTH_SITE_VERSION\" ]; then"))
        #expect(lines.contains("            echo \"::error::\(PagesWorkflow.unsetVariablesMessage)\""))
        #expect(PagesWorkflow.unsetVariablesMessage.contains("STRENGTH_SITE_REPOSITORY"))
        #expect(PagesWorkflow.unsetVariablesMessage.contains("STRENGTH_SITE_VERSION"))
        #expect(PagesWorkflow.unsetVariablesMessage.contains("at the top of .github/workflows/pages.yml"))
        #expect(!text.contains("\t"), "YAML indents with spaces only")
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            #expect(indent % 2 == 0, "\(line)")
            #expect(!line.hasSuffix(" "), "trailing space: \(line)")
        }
        #expect(text.hasSuffix("deploy-pages@v4\n"))
    }

    /// A lifter whose git made `master` pushes to `master`: the workflow runs on every push and builds
    /// only the default branch's, whatever its name; the schedule and a run by hand always build.
    @Test func workflowRunsOnTheDefaultBranchWhateverItsNameAndOnceADay() {
        let text = PagesWorkflow.text(repository: "https://example.org/me/strength-site.git", version: "v1", standardOffsetSeconds: 3600)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!text.contains("branches:"), "no branch is named: \(text)")
        #expect(lines.contains("  push:") && lines.contains("  workflow_dispatch:"))
        #expect(lines.contains("    if: github.event_name != 'push' || github.ref_name == github.event.repository.default_branch"))
        // One line to delete: 00:17 in Berlin's winter time is 23:17 UTC.
        #expect(lines.filter { $0.hasPrefix("  schedule") } == ["  schedule: [{ cron: \"17 23 * * *\" }]"])
        #expect(text.contains("Delete the next line to build\n  # only when you push.\n  schedule:"))
        #expect(text.contains("60 days"))
    }

    @Test(arguments: [(0, "17 0 * * *"), (3600, "17 23 * * *"), (-5 * 3600, "17 5 * * *"), (5 * 3600 + 1800, "47 18 * * *"),
                      (14 * 3600, "17 10 * * *"), (-12 * 3600, "17 12 * * *"), (-(3 * 3600 + 1800), "47 3 * * *")])
    func theDailyBuildRunsAfterMidnightInTheProjectsTimeZone(offset: Int, cron: String) {
        #expect(PagesWorkflow.dailyCron(standardOffsetSeconds: offset) == cron)
    }

    /// The site's address: the project's `base-url` setting when it has one, else the github.io one.
    @Test func workflowBuildsAtTheBaseURLSettingWhenThereIsOne() {
        let text = PagesWorkflow.text(repository: "r", version: "v", standardOffsetSeconds: 0)
        #expect(text.contains("""
                      if "$tool" settings show --project . --json | grep -q '"baseURL"'; then
                        "$tool" build --project .
                      else
            """), "\(text)")
    }

    @Test(arguments: [
        ("https://github.com/o/strength-site.git", nil),
        ("HTTPS://github.com/o/strength-site.git", nil),
        ("/home/me/strength-site", "--tool-repository: /home/me/strength-site is a local path, which GitHub cannot fetch, so the "
            + "workflow's build of strength-site will fail on GitHub; it is written to .github/workflows/pages.yml as given "
            + "(set STRENGTH_SITE_REPOSITORY there to an https address)"),
        ("file:///home/me/strength-site", "--tool-repository: file:///home/me/strength-site is a local path, which GitHub cannot "
            + "fetch, so the workflow's build of strength-site will fail on GitHub; it is written to .github/workflows/pages.yml "
            + "as given (set STRENGTH_SITE_REPOSITORY there to an https address)"),
        ("../strength-site", "--tool-repository: ../strength-site is a local path, which GitHub cannot fetch, so the workflow's "
            + "build of strength-site will fail on GitHub; it is written to .github/workflows/pages.yml as given "
            + "(set STRENGTH_SITE_REPOSITORY there to an https address)"),
        ("git@github.com:o/strength-site.git", "--tool-repository: git@github.com:o/strength-site.git is not an https address, and "
            + "the workflow fetches without credentials: https://github.com/o/strength-site.git is its https twin, so the "
            + "workflow's build of strength-site will fail on GitHub; it is written to .github/workflows/pages.yml as given "
            + "(set STRENGTH_SITE_REPOSITORY there to an https address)"),
        ("http://example.org/o/r.git", "--tool-repository: http://example.org/o/r.git is not an https or SSH address, so the "
            + "workflow's build of strength-site will fail on GitHub; it is written to .github/workflows/pages.yml as given "
            + "(set STRENGTH_SITE_REPOSITORY there to an https address)"),
    ] as [(String, String?)])
    func aToolRepositoryGitHubCannotFetchIsNamedWithWhy(repository: String, warning: String?) {
        #expect(PagesWorkflow.toolRepositoryWarning(repository) == warning)
    }

    /// `init` tells both routes, each with what it makes public, in one sentence each.
    @Test func theTwoRoutesSayWhatTheyMakePublic() {
        #expect(PagesRoute.allCases.map(\.rawValue) == ["publish", "workflow"])
        #expect(PagesRoute.standard == .publish, "the route that publishes nothing the settings keep private")
        for route in PagesRoute.allCases {
            #expect(!route.sentence.dropLast().contains(". ") && route.sentence.hasSuffix("."), "one sentence: \(route.sentence)")
        }
        #expect(PagesRoute.publish.sentence.contains("private repository (or in none)"))
        #expect(PagesRoute.publish.sentence.contains("strength-site publish --remote URL"))
        #expect(PagesRoute.publish.sentence.contains("needs a paid plan"))
        #expect(PagesRoute.workflow.sentence.contains("everything in Data/ is public"))
        #expect(PagesRoute.choices(marking: .workflow) == [
            "  --pages publish:",
            "    Keep this project in a private repository (or in none) and push only the",
            "    built site to a separate public repository with",
            "    `strength-site publish --remote URL`: nothing in Data/ is published (GitHub",
            "    Pages on a private repository needs a paid plan).",
            "  --pages workflow (chosen):",
            "    Push this project to a public repository and the workflow init writes",
            "    (.github/workflows/pages.yml) builds and publishes the site: everything in",
            "    Data/ is public, the body weight and notes your settings keep off the site",
            "    included.",
        ])
    }

    /// The README tells the routes in the code's words, between two markers: this fails when they part.
    @Test func theReadmeTellsTheRoutesInitTells() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = "<!-- pages-routes: PagesRoute.markdown -->\n"
        let copy = try #require(readme.components(separatedBy: start).dropFirst().first?.components(separatedBy: "<!-- /pages-routes -->").first)
        #expect(copy == PagesRoute.markdown, "README.md's list should read:\n\(PagesRoute.markdown)")
        #expect(PagesRoute.markdown.hasPrefix("- `--pages publish` (the default): Keep this project in a private repository"))
    }

    /// What `publish` says when it pushes to the project's own repository with `Data/` committed: the
    /// kinds `Data/` holds that the site leaves out, and the other route; nothing when there are none.
    @Test(arguments: [
        ([], nil),
        (["body weight (publish-body-weight no)"], "origin is this project's own repository, and its Data/ is committed there: "
            + "body weight (publish-body-weight no) is kept off the site but readable in Data/ by anyone who can read the "
            + "repository. To keep it private, make that repository private and publish to a separate public one: "
            + "strength-site publish --remote URL"),
        (["body weight (publish-body-weight no)", "notes (publish-notes no)"], "origin is this project's own repository, and its "
            + "Data/ is committed there: body weight (publish-body-weight no) and notes (publish-notes no) are kept off the site "
            + "but readable in Data/ by anyone who can read the repository. To keep them private, make that repository private "
            + "and publish to a separate public one: strength-site publish --remote URL"),
    ] as [([String], String?)])
    func theOwnRepositoryWarningNamesWhatDataHolds(withheld: [String], warning: String?) {
        #expect(SitePublisher.privacyWarning(remote: "origin", withheld: withheld) == warning)
    }

    /// Whether `publish` pushes to the project's own repository: addresses compared as git would reach them.
    @Test(arguments: [
        ("https://github.com/o/log.git", "https://github.com/o/log", true),
        ("git@github.com:o/log.git", "https://github.com/o/log.git", true),
        ("https://github.com/o/log.git", "https://github.com/o/log-site.git", false),
        ("../origin.git", "/work/origin.git", true),
        ("../origin.git/", "file:///work/origin.git", true),
        ("../origin.git", "../site.git", false),
    ] as [(String, String, Bool)])
    func twoAddressesOfOneRepositoryAreTheSame(first: String, second: String, same: Bool) {
        let folder = URL(fileURLWithPath: "/work/project", isDirectory: true)
        #expect(RemoteAddress.sameRepository(first, second, relativeTo: folder) == same)
    }

    @Test func workflowVariablesAreQuotedWhateverTheyHold() {
        #expect(PagesWorkflow.quoted("v1.0.0") == "\"v1.0.0\"")
        #expect(PagesWorkflow.quoted("a\"b\\c\nd\u{7F}\u{2028}é") == "\"a\\\"b\\\\c\\u000Ad\\u007F\\u2028é\"")
    }
}
