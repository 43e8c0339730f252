import ArgumentParser

struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Manage workout templates: planned exercises with targets (3x5, 3x8-12@8, 3x60s).",
        subcommands: [TemplateListCommand.self, TemplateShowCommand.self, TemplateAddCommand.self, TemplateEditCommand.self,
                      TemplateDuplicateCommand.self, TemplateDeleteCommand.self],
        defaultSubcommand: TemplateListCommand.self)
}
