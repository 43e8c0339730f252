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
        let text = PagesWorkflow.text(repository: "https://example.org/me/strength-site.git", version: "v1.2.3")
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
        #expect(text.contains(".strength-site-tool/strength-site build --project . --base-url \"$base\""))
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

    @Test func workflowVariablesAreQuotedWhateverTheyHold() {
        #expect(PagesWorkflow.quoted("v1.0.0") == "\"v1.0.0\"")
        #expect(PagesWorkflow.quoted("a\"b\\c\nd\u{7F}\u{2028}é") == "\"a\\\"b\\\\c\\u000Ad\\u007F\\u2028é\"")
    }
}
